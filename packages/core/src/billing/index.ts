export * from './subscription-machine';
export * from './sandbox-subscription';
export * from './billing-notices';
