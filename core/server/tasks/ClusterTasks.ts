import type { FastifyBaseLogger } from 'fastify';
import type { TaskView } from '../../common/jobs';
import type { ClusterRpc } from '../cluster/ClusterRpc';
import type { Tasks } from './Tasks';

/** A task as every process of the cluster names it: the node that runs it and its id there. */
export type TaskAddress = Pick<TaskView, 'node' | 'id'>;

/** What became of one task a kill named. */
export type KillOutcome = 'cancelled' | 'notRunning' | 'noAnswer';

/** One server process and its running tasks. */
export interface NodeTasks {
  node: string;
  tasks: TaskView[];
}

/**
 * The tasks of every server process of the cluster, as the admin's task manager lists and kills
 * them: each process answers for its own `Tasks` (ClusterRpc); one that does not answer within
 * CLUSTER_ANSWER_MS is left out (and logged). Alone, the tasks of this process.
 */
export class ClusterTasks {
  constructor(
    private readonly rpc: ClusterRpc,
    private readonly log: FastifyBaseLogger,
    tasks: Tasks,
  ) {
    rpc.answer('listTasks', () => ({ node: tasks.node, tasks: tasks.list() }));
    rpc.answer('killTasks', (addresses) => ({ node: tasks.node, cancelled: addresses.filter((task) => task.node === tasks.node && tasks.kill(task.id)).map((task) => task.id) }));
  }

  /** Every process that answered, this one first, each with its running tasks longest first. */
  async list(): Promise<NodeTasks[]> {
    const nodes = await this.rpc.ask('listTasks', null);
    const names = nodes.map(({ node }) => node);
    // Node names are host and pid (jobs/nodeName): equal only for processes in separate pid namespaces on one hostname.
    if (new Set(names).size < names.length) this.log.warn({ nodes: names }, 'cluster: two processes share a node name; give each its own hostname, or their tasks are confused');
    return nodes;
  }

  /**
   * Cancels each task on the process that runs it; per address: cancelled, not running (it ended,
   * or no such task), or its process did not answer in time (a kill that reaches it later still applies).
   */
  async kill(addresses: readonly TaskAddress[]): Promise<KillOutcome[]> {
    const answers = await this.rpc.ask('killTasks', [...addresses]);
    return addresses.map(({ node, id }) => {
      const answer = answers.find((a) => a.node === node);
      return !answer ? 'noAnswer' : answer.cancelled.includes(id) ? 'cancelled' : 'notRunning';
    });
  }
}
