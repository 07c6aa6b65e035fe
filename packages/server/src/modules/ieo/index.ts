/**
 * IEO subscriptions (issue 11): the door. Users subscribe to a project's tokens during its
 * subscription window (`/project*`, routes.ts), the pay amount held in the spot account;
 * `runIeoJobs` (run by jobs/) allocates every ended project (pro rata when
 * oversubscribed) and releases the tokens to spot once the lock period is over.
 */
export { subscribe } from './subscribe.ts';
export { listProjects, projectDetail, statsOf, subscribedBy, type ProjectRow } from './projects.ts';
export { myOrders } from './orders.ts';
export { allocateDueProjects, allocateProject } from './allocate.ts';
export { releaseDueSubscriptions, runIeoJobs, RELEASE_BATCH } from './release.ts';
export { createProject, decideProject, insertProject, type NewProject } from './admin.ts';
export { IEO_ACCOUNT, IEO_PROJECTS_TABLE, IEO_SUBSCRIPTIONS_TABLE } from './config.ts';
export * from './tables.ts';
