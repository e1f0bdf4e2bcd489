export * from './base';
export * from './form';
export * from './display';
