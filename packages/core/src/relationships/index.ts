export * from './relationships';
