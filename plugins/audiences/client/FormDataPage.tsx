import { useTranslation } from 'react-i18next';
import type { InferType } from 'yup';
import { useFormat } from '../../../core/client/i18n';
import type { DataTableColumn } from '../../../core/client/widgets';
import type { Form } from '../common/Mapping';
import { formDatatable } from '../common/mappingDatatables';
import { MIN_COUNTS } from '../common/mappingSchemas';
import { mappedAudienceNames } from './mappedAudienceNames';
import { MappingTable } from './MappingTable';
import { useMappingFilters } from './useMappingFilters';

type FormFilters = InferType<typeof formDatatable.filters>;

/**
 * /audiences/define/form-data (management §2 Lead form table; MT-19 to MT-22): the lead forms of
 * the caller's sites in a server-paged table, 25 rows; search, the timeframe (last 30 days by
 * default), min lead data and mappings filters; a row opens the assign dialog in form mode (OP-49).
 */
export default function FormDataPage() {
  const { t, i18n } = useTranslation('audiences');
  const count = useFormat().managementNumber;
  const filters = useMappingFilters<FormFilters>('last30Days', { key: 'minLeadData', steps: MIN_COUNTS });
  const header = (key: string) => t(`mapping.columns.${key}`);
  const columns: DataTableColumn<Form>[] = [
    { key: 'id', header: header('id'), cell: (f) => f.id, width: 80 },
    { key: 'title', header: header('title'), cell: (f) => f.title, width: 280 },
    { key: 'email', header: header('email'), cell: (f) => f.email ?? '', width: 220 },
    { key: 'lead_data_count', header: header('lead_data_count'), cell: (f) => count(f.lead_data_count), width: 140 },
    { key: 'mappings', header: header('mappings'), cell: (f) => mappedAudienceNames(f.audiences), width: 240 },
    { key: 'created_at', header: header('created_at'), cell: (f) => new Date(f.created_at).toLocaleString(i18n.language), width: 180 },
  ];
  return <MappingTable id="forms" table={formDatatable} columns={columns} filters={filters} targetOf={(form) => ({ mode: 'form', form })} />;
}
