import type { AgreementView, PartnerView } from '@domain/consignment';
import type { ProductView } from '@domain/inventory';
import type { SyncTable } from '@domain/sync/changes';

// Spec 7's desktop bridge as an interface. The browser implementation (browser-bridge.ts) keeps the
// shop's copy in IndexedDB and queues what is done offline; an Electron or Tauri shell could implement
// the same calls over its own storage and IPC (decision 0097).

/** Spec 3 "Sync config". syncInterval in milliseconds (spec 5: 1 to 1440 minutes). */
export interface SyncConfig {
  apiUrl: string;
  syncInterval: number;
  syncOnStartup: boolean;
  syncOnInternetReconnect: boolean;
  includeImages: boolean;
  /** Spec 3's priority tables, in the order they are pulled. */
  priorityTables: PriorityTable[];
  lastSyncTimestamp: string | null;
}
export const PRIORITY_TABLES = ['inventory', 'orders', 'deliveries'] as const satisfies readonly SyncTable[];
export type PriorityTable = (typeof PRIORITY_TABLES)[number];

export type ConnectionStatus = 'online' | 'offline';

/** Spec 3 "Sync status". */
export interface SyncStatus {
  isRunning: boolean;
  lastSyncResult: { success: boolean; message: string; at: string } | null;
  connectionStatus: ConnectionStatus;
  /** Waiting to be sent (not refused). */
  operationsQueued: number;
  /** Sent and applied by the server, since the app was installed on this device. */
  operationsCompleted: number;
  /** Refused by the server, waiting for a person to fix or discard them. */
  operationsFailed: number;
  /** 0–100 while running. */
  syncProgress: number;
}

/** Spec 4: the badge. */
export type SyncBadge = 'syncing' | 'warning' | 'synced' | 'offline';
export function syncBadge(s: Pick<SyncStatus, 'isRunning' | 'connectionStatus' | 'operationsFailed'>): SyncBadge {
  if (s.isRunning) return 'syncing';
  if (s.connectionStatus === 'offline') return 'offline';
  return s.operationsFailed > 0 ? 'warning' : 'synced';
}

export type SyncStage = 'start' | 'sending' | 'receiving' | 'completed' | 'error';
/** Spec 7's sync-progress event. */
export interface SyncProgress {
  stage: SyncStage;
  message: string;
  progress: number;
}

// Spec 7's calls, with what each carries.
export interface UpdateInventoryInput {
  productId: string;
  quantity: number;
  location: string;
  timestamp: string;
}
export interface AddProductInput {
  name: string;
  sku: string;
  category: string;
  price: number;
  wholesalePrice?: number | null;
  currentStock: number;
  minStockLevel: number;
  description?: string;
  barcode?: string;
  location?: string;
}
export interface MovementInput {
  productId: string;
  type:
    | 'purchase'
    | 'sale'
    | 'adjustment'
    | 'return'
    | 'transfer'
    | 'consignment_out'
    | 'consignment_sold'
    | 'consignment_return'
    | 'waste';
  quantity: number;
  locationId?: string;
  targetLocationId?: string;
  reference?: { type: string; id: string };
  direction?: 'in' | 'out';
  notes?: string;
  /** Issue 44: a purchase's lot, the lot an outflow takes from, waste's cause (the server's body, as is). */
  lot?: { code?: string; supplier?: string; cutDate?: string; vaseLifeDays?: number; unitCost?: number };
  lotId?: string;
  cause?: 'expired' | 'damaged' | 'quality' | 'unsold_event' | 'other';
  timestamp: string;
}
export interface CreateConsignmentInput {
  partnerId: string;
  startDate: string;
  endDate: string;
  items: { productId: string; quantity: number; unitPrice: number; commission: number }[];
  notes?: string;
}
export interface ConsignmentLinesInput {
  agreementId: string;
  items: { productId: string; quantity: number }[];
  date?: string;
  timestamp: string;
}

/** The spec's answer to every call that changes something. */
export interface BridgeResult {
  success: boolean;
  message: string;
  /** The resource's id (a new product's, agreement's). */
  id?: string;
}

/** What each call takes, by the kind of operation it queues. */
export interface OperationInputs {
  'update-inventory': UpdateInventoryInput;
  'add-product': AddProductInput;
  'register-inventory-movement': MovementInput;
  'create-consignment': CreateConsignmentInput;
  'register-consignment-sale': ConsignmentLinesInput;
  'register-consignment-return': ConsignmentLinesInput;
}
export type OperationInput = OperationInputs[OperationKind];

export type OperationKind =
  | 'update-inventory'
  | 'add-product'
  | 'register-inventory-movement'
  | 'create-consignment'
  | 'register-consignment-sale'
  | 'register-consignment-return';

/** One change made on the device, waiting for the server (or refused by it). */
export interface QueuedOperation {
  /** Its place in the queue: operations are sent in this order. */
  seq: number;
  /** The command id, sent as Idempotency-Key: every resend is the same command. */
  commandId: string;
  kind: OperationKind;
  /** What a person reads in the queue ("Movimiento: Rosa roja −3"). */
  summary: string;
  request: { method: 'POST'; path: string; body: Record<string, unknown> };
  createdAt: string;
  status: 'pending' | 'failed';
  /** The server's refusal, word for word. */
  error: string | null;
}

export interface BridgeEvents {
  'sync-progress': SyncProgress;
  'network-status-changed': { online: boolean };
  /** The local copy or the queue changed (an operation, a sync): lists read again. */
  'data-changed': void;
}

export interface DesktopBridge {
  getInventory(): Promise<ProductView[]>;
  getConsignments(): Promise<AgreementView[]>;
  getPartners(): Promise<PartnerView[]>;
  getSyncStatus(): Promise<SyncStatus>;
  getSyncConfig(): Promise<SyncConfig>;
  /** The queue, oldest first (pending and failed). */
  getQueue(): Promise<QueuedOperation[]>;
  /** Rows kept for the reports (orders, deliveries) when their table is in the priority tables. */
  getRows(table: 'orders' | 'deliveries'): Promise<Record<string, unknown>[]>;
  syncData(manual: boolean): Promise<BridgeResult>;
  updateSyncConfig(config: Partial<SyncConfig>): Promise<BridgeResult & { config: SyncConfig }>;
  updateInventory(input: UpdateInventoryInput): Promise<BridgeResult>;
  addProduct(input: AddProductInput): Promise<BridgeResult>;
  registerInventoryMovement(input: MovementInput): Promise<BridgeResult>;
  createConsignment(input: CreateConsignmentInput): Promise<BridgeResult>;
  registerConsignmentSale(input: ConsignmentLinesInput): Promise<BridgeResult>;
  registerConsignmentReturn(input: ConsignmentLinesInput): Promise<BridgeResult>;
  /**
   * A refused operation corrected: `input` is what its call takes (inputOf(op) gives the form its
   * values); it goes back in its place as a new command (a new command id) making the same resource.
   */
  retryOperation(seq: number, input: OperationInput): Promise<BridgeResult>;
  discardOperation(seq: number): Promise<BridgeResult>;
  on<E extends keyof BridgeEvents>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void;
  /** While a screen is open: the schedule of spec 3 and the network watch; returns the stop. */
  start(): () => void;
}
