// Parcel bundles CSS imported by components; TypeScript only needs to know the import exists.
declare module '*.css';
