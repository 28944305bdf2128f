import { Button, DialogBody, DialogFooter, Icon } from '@blueprintjs/core';
import { FormikProvider, getIn, setIn, type FormikTouched, type FormikValues } from 'formik';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../TitledDialog';
import { dialogStyle } from './dialogWidths';
import { useDialogForm, type DialogFormOptions } from './useDialogForm';
import { stepOwning, type WizardStep } from './wizardSteps';
import '../widgets.css';

export interface WizardDialogProps<Values extends FormikValues> extends DialogFormOptions<Values> {
  /** Already translated. */
  title: ReactNode;
  /** In order; every field of the schema belongs to one step (by its name). */
  steps: readonly WizardStep[];
  /** Creating shows Create on the last step, editing Update (TR-08). */
  mode: 'create' | 'update';
  /** In px (management §9: tracking 900); never wider than a detail dialog's 1000. */
  width?: number;
  /** Test id of the dialog's form; its buttons get `<testId>-continue`, `-previous`, `-submit`, `-cancel`. */
  testId?: string;
}

/**
 * A stepped create or edit dialog (management §4, TR-08..TR-10, TK-05, TK-06): Continue below the
 * last step, Previous above the first, Create or Update only on the last. Continue (and Enter)
 * is blocked only by the fields of the current step. Opening, Cancel and close return to step 1
 * with the defaults and no errors. A refused save opens the first step owning a failed field, and
 * every step with a shown error is marked.
 */
export function WizardDialog<Values extends FormikValues>({ title, steps, mode, width, testId, ...options }: WizardDialogProps<Values>) {
  const { t } = useTranslation('core');
  const [step, setStep] = useState(0);
  const form = useDialogForm(options, (fields) => {
    const owner = stepOwning(steps, fields);
    if (owner !== undefined) setStep(owner);
  });
  useEffect(() => {
    if (options.isOpen) setStep(0);
  }, [options.isOpen]);
  const last = steps.length - 1;
  const hasShownError = (field: string) => getIn(form.errors, field) !== undefined && (Boolean(getIn(form.touched, field)) || form.submitCount > 0);

  const close = () => {
    form.resetForm();
    setStep(0);
    options.onClose();
  };
  const next = async () => {
    const errors = await form.validateForm();
    const fields = steps[step].fields;
    void form.setTouched(fields.reduce<FormikTouched<Values>>((touched, field) => setIn(touched, field, true), form.touched), false);
    if (!fields.some((field) => getIn(errors, field) !== undefined)) setStep(step + 1);
  };
  const submit = async () => {
    // A field of an earlier step can still fail (changed after going back): open its step.
    const owner = stepOwning(steps, Object.keys(await form.validateForm()));
    if (owner !== undefined) setStep(owner);
    await form.submitForm();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (step < last ? next() : submit());
  };

  return (
    <TitledDialog isOpen={options.isOpen} onClose={close} title={title} style={dialogStyle(width)}>
      <FormikProvider value={form}>
        <form onSubmit={onSubmit} noValidate data-testid={testId}>
          <DialogBody>
            <ol className="ac-wizard-steps" aria-label={t('forms.steps')}>
              {steps.map((s, index) => {
                const invalid = s.fields.some(hasShownError);
                return (
                  <li key={s.title} aria-current={index === step ? 'step' : undefined} data-invalid={invalid || undefined}>
                    <span className="ac-wizard-step-number">{index + 1}</span> {s.title}
                    {invalid && <Icon icon="error" intent="danger" title={t('forms.stepInvalid')} />}
                  </li>
                );
              })}
            </ol>
            {steps[step].content}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('forms.cancel')} onClick={close} data-testid={testId && `${testId}-cancel`} />
                {step > 0 && <Button text={t('forms.previous')} onClick={() => setStep(step - 1)} data-testid={testId && `${testId}-previous`} />}
                {step < last ? (
                  <Button type="submit" intent="primary" text={t('forms.continue')} data-testid={testId && `${testId}-continue`} />
                ) : (
                  <Button type="submit" intent="primary" text={t(mode === 'create' ? 'forms.create' : 'forms.update')} loading={form.isSubmitting} disabled={form.isSubmitting} data-testid={testId && `${testId}-submit`} />
                )}
              </>
            }
          />
        </form>
      </FormikProvider>
    </TitledDialog>
  );
}
