/**
 * Request bodies with a size limit. A form or JSON body is read here whole (at most its limit) before the
 * route sees it; an upload is passed on as a stream that stops at its limit. Either way nothing bigger
 * than the limit is ever held, whatever Content-Length claims or leaves out.
 */
import { Transform, type TransformCallback } from "node:stream";
import type { Request } from "express";

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`body over ${limit} bytes`);
  }
}

export function declaredLength(req: Request): number | null {
  const header = req.headers["content-length"];
  if (header === undefined || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

/** Reads the whole body, refusing it as soon as it passes `limit` bytes. */
export function readBody(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        cleanup();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      resolve(bytes);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => {
      cleanup();
      reject(new Error("request aborted"));
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}

/** Passes bytes through until `limit`, then fails the stream and tells `onExceeded` once. */
export function limitStream(limit: number, onExceeded: () => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.byteLength;
      if (size > limit) {
        onExceeded();
        callback(new BodyTooLarge(limit));
        return;
      }
      callback(null, chunk);
    },
  });
}
