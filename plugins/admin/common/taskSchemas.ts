import * as yup from 'yup';
import { lazyMessage } from '../../../core/common/validation';
import { TASK_REF } from './taskRef';

/** POST killTasks' body: one or more "node:id". */
export const killTasksSchema = yup.object({
  tasks: yup
    .array(yup.string().required().matches(TASK_REF, lazyMessage('taskRef', { field: 'Tasks' })))
    .required(lazyMessage('required', { field: 'Tasks' }))
    .min(1, lazyMessage('required', { field: 'Tasks' })),
});
