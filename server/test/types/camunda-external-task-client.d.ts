/** The parts of camunda-external-task-client-js the tests use (the package ships no types). */
declare module 'camunda-external-task-client-js' {
  export class Variables {
    get(name: string): unknown;
    set(name: string, value: unknown): Variables;
    setTyped(name: string, typed: { type: string; value: unknown; valueInfo: object }): Variables;
  }
  export interface Task {
    id: string;
    variables: Variables;
  }
  export interface TaskService {
    complete(task: Task, variables?: Variables): Promise<void>;
    handleFailure(
      task: Task,
      options: { errorMessage: string; retries: number; retryTimeout: number },
    ): Promise<void>;
  }
  export const logger: { level(level: string): unknown };
  /** Adds `Authorization: Basic …` to every request the client makes. */
  export class BasicAuthInterceptor {
    constructor(options: { username: string; password: string });
  }
  export class Client {
    constructor(options: Record<string, unknown>);
    subscribe(
      topic: string,
      handler: (args: { task: Task; taskService: TaskService }) => Promise<void>,
    ): void;
    start(): void;
    stop(): void;
  }
}
