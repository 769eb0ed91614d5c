export * from './plans';
export * from './free-plan-promise';
