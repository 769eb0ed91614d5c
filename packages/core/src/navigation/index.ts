export * from './breadcrumb';
export * from './app-routes';
