import { parseTaskRef, taskRef } from '../../../../plugins/admin/common/taskRef';

describe('taskRef: a task as the task manager names it across the processes of a cluster', () => {
  it('AP-10: "node:id" names the node that runs the task and its id there', () => {
    expect(taskRef({ node: 'web-1.internal-4242', id: 12 })).toBe('web-1.internal-4242:12');
    expect(parseTaskRef('web-1.internal-4242:12')).toEqual({ node: 'web-1.internal-4242', id: 12 });
    expect(parseTaskRef('n2:7')).toEqual({ node: 'n2', id: 7 });
  });

  it('AP-10: anything but one node, a colon and a number is no task', () => {
    for (const ref of ['no-colon', 'node:abc', ':7', 'a:b:7', 'node:7:8', 'node:-1', 'no de:1', 'node:1.5', '']) expect({ ref, parsed: parseTaskRef(ref) }).toEqual({ ref, parsed: undefined });
  });
});
