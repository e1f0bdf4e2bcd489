export * from './sites';
export * from './hostConfig';
export * from './configSlice';
export * from './sliceState';
export * from './browserEnv';
export * from './servicesReactContext';
export * from './platform';
export * from './pageSlice';
