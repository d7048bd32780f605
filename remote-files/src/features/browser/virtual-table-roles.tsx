import type { SpinProps, TableProps } from 'antd';
import type { ComponentProps } from 'react';

/**
 * The ARIA table inside antd's virtual table (issue 24 §3, axe's aria-required-children). Its
 * header is a real <table> of its own and its body rows are divs, so as antd draws it a reader
 * finds a table inside a table and rows holding bare checkboxes. The element around it takes
 * role="table"; here the header's <table> steps aside (presentation) and every part says what
 * it is: rowgroup, row, columnheader, cell. React 19 passes `ref` as a prop, so the body rows
 * keep the ref the virtual list measures them by.
 */
export const VIRTUAL_TABLE_ROLES: TableProps['components'] = {
  header: {
    table: (props: ComponentProps<'table'>) => <table {...props} role="presentation" />,
    wrapper: (props: ComponentProps<'thead'>) => <thead {...props} role="rowgroup" />,
    row: (props: ComponentProps<'tr'>) => <tr {...props} role="row" />,
    cell: (props: ComponentProps<'th'>) => <th {...props} role="columnheader" />,
  },
  body: {
    row: (props: ComponentProps<'div'>) => <div {...props} role="row" />,
    cell: (props: ComponentProps<'div'>) => <div {...props} role="cell" />,
  },
};

/**
 * The table's own spinner, without the aria-live and aria-busy antd puts on its wrapper: with
 * them that wrapper is a child the ARIA table may not have. The element with role="table" says
 * aria-busy itself.
 */
export const quietSpinner = (spinning: boolean) =>
  ({ spinning, 'aria-busy': undefined, 'aria-live': undefined }) as SpinProps;
