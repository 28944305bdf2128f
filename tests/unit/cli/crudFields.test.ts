import { parseFields } from '../../../cli/scaffold/crudFields';

describe('new-screen --crud fields', () => {
  it('issue 14: each type gives its column, yup rule, form control and table cell; ranges default when left out', () => {
    const [title, path, active, priority, note] = parseFields('title:string:3-50, path:path,active:boolean,priority:number:-5-100,note:string');
    expect(title).toMatchObject({
      name: 'title',
      label: 'Title',
      columnType: 'text',
      rule: "validators.min('Title', 3).concat(validators.max('Title', 50)).concat(validators.required('Title'))",
      control: `<TextField name="title" label={t('fields.title')} />`,
      searchable: true,
    });
    expect(path).toMatchObject({ columnType: 'text', rule: "validators.path('Path').concat(validators.max('Path', 255)).concat(validators.required('Path'))", searchable: true });
    expect(active).toMatchObject({ columnType: 'boolean', columnBuilder: '(c) => c.notNull().defaultTo(false)', control: `<SwitchField name="active" label={t('fields.active')} />`, searchable: false });
    expect(priority).toMatchObject({ columnType: 'integer', control: `<NumberField name="priority" label={t('fields.priority')} min={-5} max={100} />`, valid: '-5', other: '100' });
    expect(priority.rule).toContain("validators.minValue('Priority', -5).concat(validators.maxValue('Priority', 100))");
    expect(note.rule).toContain("validators.min('Note', 1).concat(validators.max('Note', 255))");
  });

  it('issue 14: sample values keep their words\' order within the range, so generated tests can sort and search by them', () => {
    const [code] = parseFields('code:string:6-7');
    const samples = ['alpha', 'bravo', 'charlie'].map((w) => code.sample!(w));
    expect(samples).toEqual(["'alphax'", "'bravox'", "'charlie'"]);
    expect(parseFields('slug:path')[0].sample!('echo')).toBe("'/echo'");
  });

  it('issue 14: refuses every bad field at once, naming it: unknown type, reserved or bad name, bad range, duplicates, no text field', () => {
    expect(() => parseFields('a:text,id:string,Bad:path,n:number:9-1,b:boolean:1-2')).toThrow(
      [
        'Field "a:text": unknown type "text"; use string[:min-max], path, boolean or number[:min-max].',
        'Field "id:string": "id" is a column every entity has already.',
        'Field "Bad:path": the name must be lower-case letters, digits and "_", starting with a letter.',
        'Field "n:number:9-1": the range must look like min-max with min ≤ max, e.g. 3-50.',
        'Field "b:boolean:1-2": a boolean takes no range.',
      ].join('\n'),
    );
    expect(() => parseFields('t:string,t:path')).toThrow('Field "t" is named twice.');
    expect(() => parseFields('on:boolean,n:number')).toThrow('--fields needs a string or path field');
    expect(() => parseFields(' , ')).toThrow('--fields needs at least one field');
  });
});
