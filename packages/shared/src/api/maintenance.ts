/** The maintenance endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { maintenanceCompletionInput, maintenanceItemInput, maintenanceLogQuery, maintenanceOdometerInput, maintenanceOverviewQuery, type MaintenanceCompletion, type MaintenanceGarage, type MaintenanceItem, type MaintenanceLogPage, type MaintenanceOverview } from '../schemas/maintenance.ts';

export const maintenanceApi = {
  getMaintenanceOverview: defineRoute({ method: 'GET', path: '/api/maintenance', query: maintenanceOverviewQuery, response: output<MaintenanceOverview>() }),
  createMaintenanceItem: defineRoute({ method: 'POST', path: '/api/maintenance/items', body: maintenanceItemInput, response: output<MaintenanceItem>() }),
  updateMaintenanceItem: defineRoute({ method: 'PUT', path: '/api/maintenance/items/:id', params: uuidParam, body: maintenanceItemInput, response: output<MaintenanceItem>() }),
  deleteMaintenanceItem: defineRoute({ method: 'DELETE', path: '/api/maintenance/items/:id', params: uuidParam }),
  completeMaintenanceItem: defineRoute({ method: 'POST', path: '/api/maintenance/items/:id/completions', params: uuidParam, body: maintenanceCompletionInput, response: output<MaintenanceCompletion>() }),
  updateGarageOdometer: defineRoute({ method: 'PUT', path: '/api/maintenance/garages/:id/odometer', params: uuidParam, body: maintenanceOdometerInput, response: output<MaintenanceGarage>() }),
  getMaintenanceLogs: defineRoute({ method: 'GET', path: '/api/maintenance/garages/:id/logs', params: uuidParam, query: maintenanceLogQuery, response: output<MaintenanceLogPage>() }),
  getMaintenanceLogsCsv: defineRoute({ method: 'GET', path: '/api/maintenance/garages/:id/logs.csv', params: uuidParam, response: output<string>() }),
};
