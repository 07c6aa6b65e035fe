/** Every account change of every account (spec 2 fund/assets_all_record): the bill. */
export { default } from '../setting/bill.tsx';
