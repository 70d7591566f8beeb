// Read-your-writes for the consignment screens: lib/consignment-reads.ts keeps it, so a command on the
// partners' portal and one on the shop's screens share the position their next reads wait for.
export { consignmentMinPosition, afterConsignmentCommand } from '@/lib/consignment-reads';
