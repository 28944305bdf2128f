import type { ComponentType } from 'react';
import type { CardProps } from '../../../core/client/grid';
import type { TreeNicknames } from '../../../core/client/widgets';
import type { FilterValuesApi } from '../../../core/common/filter';
import type { Audience, AudienceTypeId } from './Audience';
import type { AnswerRef, CatalogueChoice, CatalogueRef } from './catalogueRefs';

/** What a card gives the audience tree of one type: its own type, texts and view. */
export interface AudienceTypeTreeProps extends Pick<CardProps, 'filter' | 'onFilter' | 'onCsvChange'> {
  typeId: AudienceTypeId;
  /**
   * The card's locales namespace, whose keys name the tree's texts: noData, open, expand,
   * rename and csv.parent, csv.audience, csv.id, csv.users, csv.views.
   */
  namespace: string;
  /** What a row counts: users, or page views with the view's usePageViews (OP-28). */
  metric: 'users' | 'views';
  /** The view's audience nicknames (RG-45, OP-34); the tree adds the edit button's label. */
  nicknames: Omit<TreeNicknames, 'editLabel'>;
}

/** What a form gives the contract's AudiencePicker. */
export interface AudiencePickerProps {
  /** The type whose audiences it lists and shows as chosen. */
  typeId: AudienceTypeId;
  /** Audience ids of any type: it shows those of its type and keeps the others when it changes them. */
  value: readonly number[];
  onChange(ids: number[]): void;
  /** Already translated. */
  label: string;
  disabled?: boolean;
  /** Marked as refused (a form's field error). */
  invalid?: boolean;
  testId: string;
}

/** What of the catalogue a campaign assigns by search: its questions, its lead forms. */
export type CatalogueKind = 'questions' | 'forms';

/**
 * The catalogue as a campaign's editor and detail read it (useCatalogue): the pickers' search
 * results, and the questions, answers and forms of refs by their texts. Each kind is read only
 * when the caller may (readQuestions, readForms).
 */
export interface QuestionCatalogue {
  readonly readable: Readonly<Record<CatalogueKind, boolean>>;
  /** The pickers' current search results. */
  readonly choices: Readonly<Record<CatalogueKind, readonly CatalogueChoice[]>>;
  /** The choices for `text`, once it has rested (the catalogue's debounce; a new text replaces a waiting one). */
  search(kind: CatalogueKind, text: string, debounceMs?: number): void;
  /** Loads the questions (text and answers) and form titles of `refs` not asked for yet. */
  name(refs: { questions?: readonly CatalogueRef[]; forms?: readonly CatalogueRef[] }): void;
  questionText(ref: CatalogueRef): string | undefined;
  formTitle(ref: CatalogueRef): string | undefined;
  /** The answers of the loaded questions among `questions`, each with its ref and the question's text. */
  answersOf(questions: readonly CatalogueRef[]): { ref: AnswerRef; answer: string; question: string }[];
}

/** What a form gives the contract's QuestionAnswerPickers. */
export interface QuestionAnswerPickersProps {
  catalogue: QuestionCatalogue;
  questions: readonly CatalogueRef[];
  answers: readonly AnswerRef[];
  /** Both lists after a change: removing a question removes its answers. */
  onChange(next: { questions: CatalogueRef[]; answers: AnswerRef[] }): void;
  /** The title of the domain whose questions are offered; undefined: every domain's. */
  domain: string | undefined;
  /** Already translated. */
  labels: { questions: string; answers: string };
  disabled?: boolean;
  /** The answers only (an ad shown before the vote, AD-31). */
  answersDisabled?: boolean;
  /** The fields' errors, shown under them. */
  errors?: { questions?: string; answers?: string };
  answersHint?: string;
  /** The pickers' inputs get `<testId>-questions` and `<testId>-answers`. */
  testId: string;
}

/**
 * What the audiences plugin offers the plugins that require it (its manifest's contract), read
 * with `usePluginContract('audiences')`.
 */
export interface AudiencesContract {
  /**
   * The filter's audiences (the audiences resource) of one type as a tree with their users or
   * page views, offered as CSV; a click filters by the audience's integer id (CI-01, CI-02, CI-03).
   */
  AudienceTypeTree: ComponentType<AudienceTypeTreeProps>;
  /** The caller's audience tree (getAudiences), asked once per console: the filter bar's audience values share it. */
  loadAudiences(api: FilterValuesApi): Promise<Audience[]>;
  /**
   * A multiselect of the caller's audiences of one type (getAudiences), by id: a form that keeps
   * interests and properties in one list (a transfer's assignedAudiences) shows one per type.
   */
  AudiencePicker: ComponentType<AudiencePickerProps>;
  /**
   * The catalogue of the caller's questions and forms for a campaign's pickers and detail (the
   * trackings', the ads'), searched after `debounceMs` (management §7), disposed on unmount.
   */
  useCatalogue(debounceMs: number): QuestionCatalogue;
  /** A campaign's question and answer pickers over a catalogue (TK-15, AD-35). */
  QuestionAnswerPickers: ComponentType<QuestionAnswerPickersProps>;
}

declare module '../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    audiences: AudiencesContract;
  }
}
