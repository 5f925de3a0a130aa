/**
 * The client build (hashed file names, never changing) served from its precompressed copies: brotli when
 * the browser takes it, else gzip, else the plain file through express.static. The copies are listed once
 * at start, so a request costs no file-system lookup.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import express from "express";
import { preferredEncoding } from "~/lib/accept-encoding";

function listFiles(dir: string, into = new Set<string>()): Set<string> {
  if (!existsSync(dir)) return into;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, into);
    else into.add(full);
  }
  return into;
}

export function buildAssets(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const available = listFiles(root);
  const plain = express.static(root, { immutable: true, maxAge: "1y" });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return plain(req, res, next);
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return plain(req, res, next);
    }
    if (!file.startsWith(`${root}${path.sep}`) || !available.has(file)) return plain(req, res, next);
    // The smallest the browser accepts (the size list's rule too, app/lib/accept-encoding.ts).
    const encoding = preferredEncoding(req.headers["accept-encoding"] ?? null);
    const suffix = encoding === "br" ? ".br" : ".gz";
    res.vary("Accept-Encoding");
    if (!encoding || !available.has(file + suffix)) return plain(req, res, next);
    // The type of the original file; the Content-Encoding tells the browser how to read the bytes.
    res.type(path.extname(file));
    res.set("Content-Encoding", encoding);
    res.sendFile(file + suffix, { immutable: true, maxAge: "1y" }, (error) => {
      if (error) next(error);
    });
  };
}
