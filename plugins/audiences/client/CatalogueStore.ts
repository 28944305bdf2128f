import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { CatalogueKind, QuestionCatalogue } from '../common/audiencesContract';
import { refKey, type AnswerRef, type CatalogueChoice, type CatalogueRef } from '../common/catalogueRefs';
import type { Form, Question } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';

/** A question with its answers, as the answer picker and a detail name them. */
interface CatalogueQuestion extends CatalogueChoice {
  answers: { id: number; answer: string }[];
}

/**
 * The questions, answers and lead forms a campaign (a tracking, an ad) assigns, from this
 * plugin's calls (getQuestions and getForms for the pickers' searches; one question or form by
 * ref for its text and answers). They need readQuestions and readForms: without one (`readable`
 * false for its kind) nothing of it is asked, since a refused call would leave the page for the
 * 403 page. A failed load is only logged: the item is then named by its id and domain.
 */
export class CatalogueStore implements QuestionCatalogue {
  /** The pickers' current search results. */
  choices: Record<CatalogueKind, CatalogueChoice[]> = { questions: [], forms: [] };
  /** Questions and form titles by refKey, once loaded; null: could not be loaded. */
  readonly questions = observable.map<string, CatalogueQuestion | null>();
  readonly forms = observable.map<string, string | null>();
  private readonly timers: Partial<Record<CatalogueKind, ReturnType<typeof setTimeout>>> = {};
  private readonly pending = new Set<string>();

  constructor(
    private readonly api: Pick<ApiKernel, 'get'>,
    readonly readable: Readonly<Record<CatalogueKind, boolean>>,
    /** How long a typed search rests before it is asked (management §7: 500 ms for trackings, 200 ms for ads). */
    private readonly debounceMs: number,
  ) {
    makeObservable<CatalogueStore, 'found'>(this, { choices: observableRef, found: action });
  }

  search(kind: CatalogueKind, text: string, debounceMs = this.debounceMs): void {
    if (!this.readable[kind]) return;
    clearTimeout(this.timers[kind]);
    this.timers[kind] = setTimeout(() => void this.loadChoices(kind, text.trim()), debounceMs);
  }

  name({ questions = [], forms = [] }: { questions?: readonly CatalogueRef[]; forms?: readonly CatalogueRef[] }): void {
    if (this.readable.questions) for (const ref of questions) void this.loadOne('questions', ref);
    if (this.readable.forms) for (const ref of forms) void this.loadOne('forms', ref);
  }

  questionText(ref: CatalogueRef): string | undefined {
    return this.questions.get(refKey(ref))?.text;
  }

  formTitle(ref: CatalogueRef): string | undefined {
    return this.forms.get(refKey(ref)) ?? undefined;
  }

  answersOf(questions: readonly CatalogueRef[]): { ref: AnswerRef; answer: string; question: string }[] {
    return questions.flatMap((q) => {
      const question = this.questions.get(refKey(q));
      return question ? question.answers.map((a) => ({ ref: { domain: q.domain, questionId: q.id, answerId: a.id }, answer: a.answer, question: question.text })) : [];
    });
  }

  dispose(): void {
    for (const timer of Object.values(this.timers)) clearTimeout(timer);
  }

  private async loadChoices(kind: CatalogueKind, search: string): Promise<void> {
    try {
      const path = kind === 'questions' ? mappingPaths.questions.list : mappingPaths.forms.list;
      const rows = await this.api.get<({ id: number; domain: string } & ({ question: string } | { title: string }))[]>(path, { query: { search: search || undefined } });
      this.found(kind, rows.map((row) => ({ id: row.id, domain: row.domain, text: 'question' in row ? row.question : row.title })));
    } catch (error) {
      if (!(error as ApiError).cancelled) console.error(`Loading ${kind} failed:`, (error as ApiError).code);
    }
  }

  private found(kind: CatalogueKind, choices: CatalogueChoice[]): void {
    this.choices = { ...this.choices, [kind]: choices };
  }

  private async loadOne(kind: CatalogueKind, ref: CatalogueRef): Promise<void> {
    const key = `${kind} ${refKey(ref)}`;
    if (this.pending.has(key) || (kind === 'questions' ? this.questions : this.forms).has(refKey(ref))) return;
    this.pending.add(key);
    try {
      const query = { query: { domain: ref.domain } };
      if (kind === 'questions') {
        const q = await this.api.get<Question>(mappingPaths.questions.show(ref.id), query);
        runInAction(() => this.questions.set(refKey(ref), { ...ref, text: q.question, answers: q.answers.map((a) => ({ id: a.id, answer: a.answer })) }));
      } else {
        const form = await this.api.get<Form>(mappingPaths.forms.show(ref.id), query);
        runInAction(() => this.forms.set(refKey(ref), form.title));
      }
    } catch (error) {
      console.error(`Loading ${kind} ${refKey(ref)} failed:`, (error as ApiError).code);
      runInAction(() => (kind === 'questions' ? this.questions.set(refKey(ref), null) : this.forms.set(refKey(ref), null)));
    } finally {
      this.pending.delete(key);
    }
  }
}
