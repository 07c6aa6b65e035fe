import { Typography } from 'antd';

/** A user known only by id (loans, market makers, chat), linking to their page in Users. */
export function UserIdLink({ id }: { id: number }) {
  return <Typography.Link href={`#/users?id=${id}`}>#{id}</Typography.Link>;
}
