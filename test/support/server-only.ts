// Vitest stands in for the React server: `import "server-only"` is allowed here.
export {};
