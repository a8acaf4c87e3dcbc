// A file imported with `?url` is its address in the build (Vite). Declared here as well as by vite/client,
// because the workers are also type-checked with the Node tools (tsconfig.node.json), which lack Vite's types.
declare module '*.json?url' {
  const address: string;
  export default address;
}
