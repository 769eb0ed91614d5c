export * from './report-record';
export * from './report-summary';
export * from './progress-csv';
export * from './call-skills';
