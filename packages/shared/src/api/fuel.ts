/** The fuel log and cost endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import {
  costEntryInput,
  costReportQuery,
  costSettingsInput,
  fillUpInput,
  fuelOverviewQuery,
  fuelPageQuery,
  type CostEntry,
  type CostEntryPage,
  type CostReport,
  type FillUp,
  type FillUpPage,
  type FuelGarage,
  type FuelImportResult,
  type FuelOverview,
  type GarageCostSummary,
} from '../schemas/costs.ts';

export const fuelApi = {
  getFuelOverview: defineRoute({ method: 'GET', path: '/api/fuel', query: fuelOverviewQuery, response: output<FuelOverview>() }),
  listFillUps: defineRoute({ method: 'GET', path: '/api/fuel/garages/:id/fill-ups', params: uuidParam, query: fuelPageQuery, response: output<FillUpPage>() }),
  createFillUp: defineRoute({ method: 'POST', path: '/api/fuel/garages/:id/fill-ups', params: uuidParam, body: fillUpInput, response: output<FillUp>() }),
  updateFillUp: defineRoute({ method: 'PUT', path: '/api/fuel/fill-ups/:id', params: uuidParam, body: fillUpInput, response: output<FillUp>() }),
  deleteFillUp: defineRoute({ method: 'DELETE', path: '/api/fuel/fill-ups/:id', params: uuidParam }),
  exportFillUpsCsv: defineRoute({ method: 'GET', path: '/api/fuel/garages/:id/fill-ups.csv', params: uuidParam, response: output<string>() }),
  importFillUpsCsv: defineRoute({ method: 'POST', path: '/api/fuel/garages/:id/fill-ups/import', params: uuidParam, response: output<FuelImportResult>() }),
  listCostEntries: defineRoute({ method: 'GET', path: '/api/fuel/garages/:id/costs', params: uuidParam, query: fuelPageQuery, response: output<CostEntryPage>() }),
  createCostEntry: defineRoute({ method: 'POST', path: '/api/fuel/garages/:id/costs', params: uuidParam, body: costEntryInput, response: output<CostEntry>() }),
  updateCostEntry: defineRoute({ method: 'PUT', path: '/api/fuel/costs/:id', params: uuidParam, body: costEntryInput, response: output<CostEntry>() }),
  deleteCostEntry: defineRoute({ method: 'DELETE', path: '/api/fuel/costs/:id', params: uuidParam }),
  getCostReport: defineRoute({ method: 'GET', path: '/api/fuel/garages/:id/report', params: uuidParam, query: costReportQuery, response: output<CostReport>() }),
  getRunningCosts: defineRoute({ method: 'GET', path: '/api/fuel/garages/:id/summary', params: uuidParam, response: output<GarageCostSummary>() }),
  updateCostSettings: defineRoute({ method: 'PUT', path: '/api/fuel/garages/:id/settings', params: uuidParam, body: costSettingsInput, response: output<FuelGarage>() }),
};
