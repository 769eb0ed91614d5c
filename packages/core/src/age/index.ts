export * from './age';
