// A row's details icon in the principal overviews (users, applications): a link (Enter opens it)
// named for screen readers.
import { Tooltip } from 'antd';
import { RightCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

export function PrincipalDetailsLink(props: { to: string; title: string; label: string; testId: string }) {
  return (
    <Tooltip title={props.title}>
      <Link to={props.to} aria-label={props.label} data-testid={props.testId} style={{ padding: '4px 8px' }}>
        <RightCircleOutlined />
      </Link>
    </Tooltip>
  );
}
