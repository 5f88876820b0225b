/** What other modules may use of the maintenance module: they import it from here, never from its files. */
export { maintenanceCostLines } from './maintenance.costs.ts';
export { maintenanceHistory, type MaintenanceHistoryRow } from './maintenance.history.ts';
