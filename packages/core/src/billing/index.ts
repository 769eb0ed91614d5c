export * from './subscription-machine';
export * from './sandbox-subscription';
