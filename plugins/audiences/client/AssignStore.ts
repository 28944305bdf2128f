import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { Audience, AudienceTypeId } from '../common/Audience';
import type { AssignedAudience, AssignReply, PastAssignment } from '../common/Mapping';
import { mappingPaths } from '../common/mappingPaths';
import { audienceCountsCacheOf } from './AudienceCountsCache';
import { assignedAudiencesQuery, initialChoice, isRuleOf, mappingRule, type AssignChoice, type AssignTarget, type MappingRule } from './assignTarget';
import { forgetAudiences, loadAudiences } from './loadAudiences';

/** Management §4: affinity changes are sent once the slider has rested 500 ms. */
const AFFINITY_DEBOUNCE_MS = 500;
/** Management §7: the meta tag input waits 1000 ms before its audiences are asked for again. */
const META_TAG_INPUT_DEBOUNCE_MS = 1000;
const DEFAULT_AFFINITY = 1;
/** How often a running past assignment's progress is asked for. */
const PAST_ASSIGNMENT_POLL_MS = 1000;

/** The confirmations of management §8 the dialog shows. */
export type AssignSuccess = 'audienceAssigned' | 'audienceSaved' | 'audienceUnassigned' | 'affinityUpdated' | 'pastAssigned';

/** How the store tells the screen what happened: a confirmation (with its text's values), a failure worded for the user, a change the tables show. */
export interface AssignReport {
  success(text: AssignSuccess, values?: Record<string, unknown>): void;
  failure(message: string): void;
  changed(): void;
}

/** A new tag (AS-09): its name, the parent it goes under (AS-10: required) and so its type. */
export interface NewTag {
  audience: string;
  parent: Audience;
}

/**
 * The assign dialog's state and calls (management §4, AS-01 to AS-18), one for its three modes:
 * the target and the user's choice, the audiences the target's rules assign, the affinity slider
 * (changes sent debounced), and — beyond the spec (issue 16) — the last-30-days preview and the
 * past assignments a rule saved with applyToPast started, followed until they end (also after
 * the dialog closed). Closing forgets the rest (AS-14).
 */
export class AssignStore {
  target?: AssignTarget = undefined;
  choice: AssignChoice = { value: '', logic: 'equals' };
  affinity = DEFAULT_AFFINITY;
  applyToPast = false;
  assigned: AssignedAudience[] = [];
  /** The caller's audience tree (getAudiences): what the multiselects and the parent picker offer. */
  audiences: Audience[] = [];
  /** How many visitors of the last 30 days the rule matched; undefined until asked. */
  preview?: number = undefined;
  previewing = false;
  /** Past assignments started here, by id, while they run and as they ended. */
  pastAssignments: PastAssignment[] = [];
  private assignedLoad?: AbortController;
  private pendingAssignedLoad?: ReturnType<typeof setTimeout>;
  private pendingAffinity?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly api: Pick<ApiKernel, 'get' | 'post'>,
    private readonly report: AssignReport,
  ) {
    makeObservable<AssignStore, 'settleAssigned'>(this, {
      target: observableRef,
      choice: observableRef,
      affinity: observable,
      applyToPast: observable,
      assigned: observableRef,
      audiences: observableRef,
      preview: observable,
      previewing: observable,
      pastAssignments: observableRef,
      rule: computed,
      chosen: computed,
      open: action,
      close: action,
      choose: action,
      setAffinity: action,
      setApplyToPast: action,
      settleAssigned: action,
    });
  }

  /** The rule the choice makes; undefined until it is complete, and assigning waits for it (AS-07, OP-72). */
  get rule(): MappingRule | undefined {
    return this.target && mappingRule(this.target, this.choice);
  }

  /** The rules of the choice: a question's and a form's rules also name other answers and fields, which the dialog leaves alone. */
  get chosen(): AssignedAudience[] {
    const { target, rule } = this;
    return this.assigned.filter((a) => target?.mode === 'behaviour' || (rule !== undefined && isRuleOf(a, rule)));
  }

  /** The chosen rules' audiences of one type (the interests and properties multiselects, AS-06). */
  assignedOf(type: AudienceTypeId): AssignedAudience[] {
    return this.chosen.filter((a) => a.type_id === type);
  }

  open(target: AssignTarget): void {
    this.target = target;
    this.choice = initialChoice(target);
    void this.loadTree();
    void this.loadAssigned();
  }

  /** AS-14: affinity back to 1, no choice, nothing assigned shown; an affinity change still waiting is sent first. */
  close(): void {
    if (this.pendingAffinity !== undefined) void this.sendAffinity();
    this.cancelAssignedLoad();
    this.target = undefined;
    this.choice = { value: '', logic: 'equals' };
    this.affinity = DEFAULT_AFFINITY;
    this.applyToPast = false;
    this.assigned = [];
    this.preview = undefined;
  }

  /**
   * A new answer, field, value or logic: the preview no longer speaks of it; a meta tag's
   * audiences are asked for again once the input rests (1000 ms).
   */
  choose(change: Partial<AssignChoice>): void {
    if (!this.target) return;
    const before = JSON.stringify(assignedAudiencesQuery(this.target, this.choice));
    this.choice = { ...this.choice, ...change };
    this.preview = undefined;
    if (JSON.stringify(assignedAudiencesQuery(this.target, this.choice)) === before) return;
    clearTimeout(this.pendingAssignedLoad);
    this.pendingAssignedLoad = setTimeout(() => {
      this.pendingAssignedLoad = undefined;
      void this.loadAssigned();
    }, META_TAG_INPUT_DEBOUNCE_MS);
  }

  /** AS-13: the slider's value at once; the rules assigned get it once it rests 500 ms (none assigned: nothing to send). */
  setAffinity(affinity: number): void {
    this.affinity = affinity;
    clearTimeout(this.pendingAffinity);
    this.pendingAffinity = undefined;
    if (this.chosen.length) this.pendingAffinity = setTimeout(() => void this.sendAffinity(), AFFINITY_DEBOUNCE_MS);
  }

  setApplyToPast(applyToPast: boolean): void {
    this.applyToPast = applyToPast;
  }

  /**
   * AS-08: a rule from the choice to `audienceId`, with the slider's affinity (and the last 30 days,
   * when asked). When the choice's rules were still to come (the input's debounce), they are asked
   * for once the new rule is stored: an answer from before it would hide it.
   */
  async assign(audienceId: number): Promise<void> {
    const rule = this.rule;
    if (!rule) return;
    const stale = this.cancelAssignedLoad();
    try {
      const { pastAssignment, ...added } = await this.api.post<AssignReply>(mappingPaths.assignAudience, { ...rule, audienceId, affinityScore: this.affinity, applyToPast: this.applyToPast });
      if (stale) void this.loadAssigned();
      else runInAction(() => (this.assigned = [...this.assigned, added]));
      this.done('audienceAssigned');
      if (pastAssignment) this.follow(pastAssignment);
    } catch (error) {
      this.report.failure((error as ApiError).message);
    }
  }

  /** AS-11, AS-12: removes one rule; a refusal names what is wrong with the rule when the server says. */
  async unassign(assigned: AssignedAudience): Promise<void> {
    if (!this.target) return;
    try {
      await this.api.post(mappingPaths.unassignAudience, { mode: this.target.mode, mappedAudienceId: assigned.mappedAudienceId });
      runInAction(() => (this.assigned = this.assigned.filter((a) => a.mappedAudienceId !== assigned.mappedAudienceId)));
      this.done('audienceUnassigned');
    } catch (error) {
      const e = error as ApiError;
      this.report.failure(e.fieldErrors?.mappedAudienceId?.[0] ?? e.message);
    }
  }

  /** AS-09: a new tag under `parent`, assigned by the choice at once; the tree and the assigned audiences are asked for again. Rejects with the server's error (field errors for the form). */
  async assignNew({ audience, parent }: NewTag): Promise<void> {
    const rule = this.rule;
    if (!rule) return;
    const { pastAssignment } = await this.api.post<AssignReply>(mappingPaths.assignNewAudience, {
      ...rule,
      audience,
      parent_id: parent.id,
      type_id: parent.type_id,
      affinityScore: this.affinity,
      applyToPast: this.applyToPast,
    });
    forgetAudiences(this.api);
    this.done('audienceSaved');
    if (pastAssignment) this.follow(pastAssignment);
    await Promise.all([this.loadTree(), this.loadAssigned()]);
  }

  /** How many visitors of the last 30 days the rule matched (previewAssignment); a failure only costs the number. */
  async loadPreview(): Promise<void> {
    const rule = this.rule;
    if (!rule) return;
    runInAction(() => (this.previewing = true));
    try {
      const { visitors } = await this.api.post<{ visitors: number }>(mappingPaths.previewAssignment, rule);
      runInAction(() => (this.preview = visitors));
    } catch (error) {
      this.report.failure((error as ApiError).message);
    } finally {
      runInAction(() => (this.previewing = false));
    }
  }

  /**
   * Asks for a past assignment's progress until it ends; then says how many visitors it added, the
   * tables load again and the overview's cached counts, which miss them, are forgotten.
   */
  private follow(job: PastAssignment): void {
    runInAction(() => (this.pastAssignments = [...this.pastAssignments.filter((j) => j.id !== job.id), job]));
    if (job.state === 'done') {
      audienceCountsCacheOf(this.api).clear();
      this.report.success('pastAssigned', { count: job.added });
      this.report.changed();
    } else if (job.state === 'failed') {
      this.report.failure(job.error ?? '');
    } else {
      setTimeout(() => {
        this.api.get<PastAssignment>(mappingPaths.getPastAssignment, { query: { id: job.id } }).then(
          (next) => this.follow(next),
          (error: unknown) => this.report.failure((error as ApiError).message),
        );
      }, PAST_ASSIGNMENT_POLL_MS);
    }
  }

  private async sendAffinity(): Promise<void> {
    const { target, affinity } = this;
    const mappedAudienceIds = this.chosen.map((a) => a.mappedAudienceId);
    this.pendingAffinity = undefined;
    if (!target || !mappedAudienceIds.length) return;
    try {
      await this.api.post(mappingPaths.updateAffinityScore, { mode: target.mode, mappedAudienceIds, affinityScore: affinity });
      runInAction(() => (this.assigned = this.assigned.map((a) => (mappedAudienceIds.includes(a.mappedAudienceId) ? { ...a, affinity_score: affinity } : a))));
      this.done('affinityUpdated');
    } catch (error) {
      this.report.failure((error as ApiError).message);
    }
  }

  private async loadTree(): Promise<void> {
    try {
      const audiences = await loadAudiences(this.api);
      runInAction(() => (this.audiences = audiences));
    } catch (error) {
      this.report.failure((error as ApiError).message);
    }
  }

  /** The target's rules (AS-17); a meta tag without a value has none. */
  private async loadAssigned(): Promise<void> {
    const target = this.target;
    this.assignedLoad?.abort();
    if (!target) return;
    if (target.mode === 'behaviour' && !this.choice.value.trim()) return this.settleAssigned(target, []);
    const controller = new AbortController();
    this.assignedLoad = controller;
    try {
      const assigned = await this.api.get<AssignedAudience[]>(mappingPaths.getAssignedAudiences, { query: assignedAudiencesQuery(target, this.choice), signal: controller.signal });
      this.settleAssigned(target, assigned);
    } catch (error) {
      if (!(error as ApiError).cancelled) this.report.failure((error as ApiError).message);
    } finally {
      if (this.assignedLoad === controller) this.assignedLoad = undefined;
    }
  }

  /** Stops asking for the choice's rules; whether an answer was still to come (so `assigned` may be an earlier choice's). */
  private cancelAssignedLoad(): boolean {
    const due = this.pendingAssignedLoad !== undefined || this.assignedLoad !== undefined;
    clearTimeout(this.pendingAssignedLoad);
    this.pendingAssignedLoad = undefined;
    this.assignedLoad?.abort();
    this.assignedLoad = undefined;
    return due;
  }

  private settleAssigned(target: AssignTarget, assigned: AssignedAudience[]): void {
    if (target !== this.target) return;
    this.assigned = assigned;
  }

  private done(text: AssignSuccess): void {
    this.report.success(text);
    this.report.changed();
  }
}
