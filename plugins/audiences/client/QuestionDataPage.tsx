import { useTranslation } from 'react-i18next';
import type { InferType } from 'yup';
import { useFormat } from '../../../core/client/i18n';
import type { DataTableColumn } from '../../../core/client/widgets';
import type { Question } from '../common/Mapping';
import { questionDatatable } from '../common/mappingDatatables';
import { MIN_COUNTS } from '../common/mappingSchemas';
import { mappedAudienceNames } from './mappedAudienceNames';
import { MappingTable } from './MappingTable';
import { useMappingFilters } from './useMappingFilters';

type QuestionFilters = InferType<typeof questionDatatable.filters>;

/**
 * /audiences/define/question-data (management §2 Question mapping table; MT-02 to MT-08): the
 * questions of the caller's sites in a server-paged table, 25 rows; search, the timeframe
 * (last 30 days by default), min votes and mappings filters; a row opens the assign dialog on it.
 */
export default function QuestionDataPage() {
  const { t, i18n } = useTranslation('audiences');
  const count = useFormat().managementNumber;
  const filters = useMappingFilters<QuestionFilters>('last30Days', { key: 'minVotes', steps: MIN_COUNTS });
  const header = (key: string) => t(`mapping.columns.${key}`);
  const columns: DataTableColumn<Question>[] = [
    { key: 'id', header: header('id'), cell: (q) => q.id, width: 80 },
    { key: 'question', header: header('question'), cell: (q) => q.question, width: 320 },
    { key: 'votes', header: header('votes'), cell: (q) => count(q.votes), width: 100 },
    // The category's title; its id where the catalogue knows no title.
    { key: 'category', header: header('category'), cell: (q) => q.title ?? q.category_id ?? '', width: 160 },
    { key: 'domain', header: header('domain'), cell: (q) => q.domain, width: 180 },
    { key: 'mappings', header: header('mappings'), cell: (q) => mappedAudienceNames(q.audiences), width: 220 },
    { key: 'language', header: header('language'), cell: (q) => q.language ?? '', width: 100 },
    { key: 'question_created_at', header: header('created_at'), cell: (q) => new Date(q.question_created_at).toLocaleString(i18n.language), width: 180 },
  ];
  return <MappingTable id="questions" table={questionDatatable} columns={columns} filters={filters} targetOf={(question) => ({ mode: 'question', question })} />;
}
