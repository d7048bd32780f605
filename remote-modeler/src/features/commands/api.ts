import {
  AUTOMATION_URLS as URLS,
  dataOf,
  http,
  type AvailableConnector,
  type Command,
  type CommandForm,
  type CommandPage,
  type CommandParameters,
  type CommandRun,
  type PageQuery,
} from '@console/shared';
import { PAGED, SHOWN_ON_FORM } from '../automation-common/api';

// GET /api/command?page=&pageSize= (header version 1.2): one page of the commands, by name.
export const fetchCommands = (query: PageQuery) =>
  dataOf<CommandPage>(http.get(URLS.command, { ...PAGED, params: query }));

// GET /api/availableCommandConnectors: the tenant's command connectors.
export const fetchCommandConnectors = () =>
  dataOf<AvailableConnector[]>(http.get(URLS.commandConnectors));

// GET /api/availableComposeConnectors: the tenant's compose connectors.
export const fetchComposeConnectors = () =>
  dataOf<AvailableConnector[]>(http.get(URLS.composeConnectors));

// GET /api/command_parameters?connectorId=: the connector's form and its own values.
export const fetchCommandParameters = (connectorId: number) =>
  dataOf<CommandParameters>(http.get(URLS.commandParameters, { params: { connectorId } }));

// POST /api/availableCommandConnectors: a new command (SPEC §7 names the call so).
export const createCommand = (body: CommandForm) =>
  dataOf<Command>(http.post(URLS.commandConnectors, body, SHOWN_ON_FORM));

// PUT /api/availableCommandConnectors: replaces a command; a Secret left out keeps its value.
export const updateCommand = (body: CommandForm & { id: number }) =>
  dataOf<Command>(http.put(URLS.commandConnectors, body, SHOWN_ON_FORM));

// DELETE /api/delCommand/{id}: the command and its runs.
export const deleteCommand = (id: number) =>
  dataOf<null>(http.delete(`${URLS.deleteCommand}/${id}`));

// POST /api/duplicateCommand?id=: a copy named "<name> (copy)", switched off.
export const duplicateCommand = (id: number) =>
  dataOf<Command>(http.post(URLS.duplicateCommand, undefined, { params: { id } }));

// POST /api/command/run?id=: runs the command now; answers the run once it has ended.
export const runCommand = (id: number) =>
  dataOf<CommandRun>(http.post(URLS.runCommand, undefined, { params: { id } }));

// GET /api/fileLog?date=&commandId=: the command's runs that started that (UTC) day, newest first.
export const fetchRunLog = (date: string, commandId: number) =>
  dataOf<CommandRun[]>(http.get(URLS.fileLog, { params: { date, commandId } }));
