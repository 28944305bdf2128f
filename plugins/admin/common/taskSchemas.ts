import * as yup from 'yup';
import { lazyMessage } from '../../../core/common/validation';

/** A task as the task manager names it (AP-10): the node, a colon, its id. */
const TASK_REF = /^[^:\s]+:\d+$/;

/** POST killTasks' body: one or more "node:id". */
export const killTasksSchema = yup.object({
  tasks: yup
    .array(yup.string().required().matches(TASK_REF, lazyMessage('taskRef', { field: 'Tasks' })))
    .required(lazyMessage('required', { field: 'Tasks' }))
    .min(1, lazyMessage('required', { field: 'Tasks' })),
});
