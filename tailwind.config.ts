import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  // The visitor's choice (html.dark / html.light from the theme cookie) wins; without one the OS
  // preference decides, in CSS, so the first paint is right with or without JavaScript.
  darkMode: ["variant", ["&:is(.dark *)", "@media (prefers-color-scheme: dark) { &:not(.light *) }"]],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#fef2f2",
          100: "#fee2e2",
          500: "#dc2626",
          600: "#b91c1c",
          700: "#991b1b",
          900: "#450a0a",
        },
      },
    },
  },
  plugins: [],
} satisfies Config;
