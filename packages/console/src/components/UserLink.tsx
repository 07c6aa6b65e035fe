import { Typography } from 'antd';

/** A user's account, linking to their page in Users (`#/users?id=`). */
export function UserLink({ id, account }: { id: number; account: string }) {
  return (
    <Typography.Link href={`#/users?id=${id}`}>
      {account} <Typography.Text type="secondary">#{id}</Typography.Text>
    </Typography.Link>
  );
}
