// The one call the example server makes to node-persist (boardgame.io's FlatFile storage backend).
declare module "node-persist" {
  const nodePersist: {
    /** A store of its own (FlatFile's default is the module's shared one). */
    create(options: { readonly dir: string; readonly writeQueue?: boolean }): unknown;
  };
  export default nodePersist;
}
