/** What a datatable call answers (inside the `{status:'success', data}` envelope): one page and the count of all matching rows. */
export interface DatatableReply<Item> {
  items: Item[];
  total: number;
}
