// Child-facing wording by country and age (ADR 023).
export * from './spelling';
export * from './briefing';
export * from './hearing';
export * from './child-screens';
