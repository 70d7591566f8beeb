import type { AgreementView, PartnerView } from '@domain/consignment';
import type { ProductView } from '@domain/inventory';
import { singleFlight } from '@/lib/offline-queue';
import { sessionSnapshot } from '@/stores/session-store';
import type {
  BridgeEvents,
  BridgeResult,
  DesktopBridge,
  OperationInput,
  QueuedOperation,
  SyncConfig,
} from './contract';
import { getMeta, openLocalDb, queued, setMeta, type LocalDb } from './local-db';
import * as ops from './operations';
import { applyPending } from './overlay';
import { schedule } from './schedule';
import { defaultSyncConfig, INTERVAL_MESSAGE, storedIntervalOk } from './sync-config';
import { runSync } from './sync';
import { isOnline } from '@/lib/connection';

// Spec 7's bridge in a browser: the shop's copy and the queue in IndexedDB (local-db.ts), what is done
// on the device queued with its command ids (operations.ts) and shown at once over the server's rows
// (overlay.ts), sent by the sync (sync.ts) on the settings' schedule (schedule.ts).

type Listener<E extends keyof BridgeEvents> = (payload: BridgeEvents[E]) => void;
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

export class BrowserBridge implements DesktopBridge {
  private opened: { userId: string; db: Promise<LocalDb> } | null = null;
  private listeners = new Map<keyof BridgeEvents, Set<Listener<keyof BridgeEvents>>>();
  private progress = 0;
  private running = false;
  online = isOnline();
  /** Set by the schedule while it runs: a saved interval takes effect at once. */
  rearm: (() => void) | undefined;

  /** The signed-in user's database (another user on the device has their own). */
  private db(): Promise<LocalDb> {
    const userId = sessionSnapshot().user?.id ?? 'guest';
    if (this.opened?.userId !== userId) this.opened = { userId, db: openLocalDb(userId) };
    return this.opened.db;
  }

  emit<E extends keyof BridgeEvents>(event: E, payload: BridgeEvents[E]): void {
    for (const l of this.listeners.get(event) ?? []) (l as Listener<E>)(payload);
  }
  on<E extends keyof BridgeEvents>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<keyof BridgeEvents>);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener<keyof BridgeEvents>);
  }

  private async views() {
    const db = await this.db();
    const [products, agreements, partners, queue] = await Promise.all([
      db.getAll('inventory'),
      db.getAll('consignments'),
      db.getAll('partners'),
      queued(db),
    ]);
    const names = new Map(partners.map((p) => [p.id, p.businessName]));
    const views = applyPending({ products, agreements }, queue, (id) => names.get(id) ?? '');
    return { ...views, partners, names, queue };
  }

  async getInventory(): Promise<ProductView[]> {
    return (await this.views()).products.sort(byName);
  }
  async getConsignments(): Promise<AgreementView[]> {
    return (await this.views()).agreements.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
  async getPartners(): Promise<PartnerView[]> {
    return (await (await this.db()).getAll('partners')).sort((a, b) => a.businessName.localeCompare(b.businessName));
  }
  async getRows(table: 'orders' | 'deliveries') {
    return (await this.db()).getAll(table);
  }
  async getQueue(): Promise<QueuedOperation[]> {
    return queued(await this.db());
  }

  async getSyncConfig(): Promise<SyncConfig> {
    return (await getMeta(await this.db(), 'config')) ?? defaultSyncConfig(window.location.origin);
  }
  async getSyncStatus() {
    const db = await this.db();
    const queue = await queued(db);
    return {
      isRunning: this.running,
      lastSyncResult: (await getMeta(db, 'lastSyncResult')) ?? null,
      connectionStatus: this.online ? ('online' as const) : ('offline' as const),
      operationsQueued: queue.filter((o) => o.status === 'pending').length,
      operationsCompleted: (await getMeta(db, 'completed')) ?? 0,
      operationsFailed: queue.filter((o) => o.status === 'failed').length,
      syncProgress: this.progress,
    };
  }

  async updateSyncConfig(change: Partial<SyncConfig>) {
    const config = { ...(await this.getSyncConfig()), ...change };
    if (!storedIntervalOk(config.syncInterval)) return { success: false, message: INTERVAL_MESSAGE, config };
    if (!/^https?:\/\/\S+$/.test(config.apiUrl))
      return { success: false, message: 'Escribe una dirección http(s) válida.', config };
    await setMeta(await this.db(), 'config', config);
    this.rearm?.();
    this.emit('data-changed', undefined);
    return { success: true, message: 'Configuración guardada correctamente', config };
  }

  private readonly syncOnce = singleFlight(async (): Promise<BridgeResult> => {
    this.running = true;
    try {
      return await runSync({
        db: await this.db(),
        config: await this.getSyncConfig(),
        progress: (p) => {
          this.progress = p.progress;
          this.emit('sync-progress', p);
        },
        changed: () => this.emit('data-changed', undefined),
      });
    } finally {
      this.running = false;
      this.progress = 0;
      this.emit('data-changed', undefined);
    }
  });

  async syncData(_manual: boolean): Promise<BridgeResult> {
    if (!this.online) {
      const message = 'Sin conexión a internet. Trabajando en modo offline';
      this.emit('sync-progress', { stage: 'error', message, progress: 0 });
      return { success: false, message };
    }
    return this.syncOnce();
  }

  /** Queues a checked operation; online it goes to the server at once. */
  private async enqueue(checked: ops.Checked, done: string, seq?: number): Promise<BridgeResult> {
    if (!checked.ok) return { success: false, message: checked.message };
    const db = await this.db();
    await (seq === undefined
      ? db.add('queue', checked.op as QueuedOperation)
      : db.put('queue', { ...checked.op, seq }));
    this.emit('data-changed', undefined);
    if (this.online) void this.syncData(false);
    return { success: true, message: done, id: checked.id };
  }

  private async state(): Promise<ops.LocalState & { names: Map<string, string> }> {
    const v = await this.views();
    return {
      products: new Map(v.products.map((p) => [p.id, p])),
      agreements: new Map(v.agreements.map((a) => [a.id, a])),
      names: v.names,
    };
  }

  private async check(kind: QueuedOperation['kind'], input: OperationInput, keep?: ops.Kept): Promise<ops.Checked> {
    const s = await this.state();
    const i = input as never;
    switch (kind) {
      case 'update-inventory':
        return ops.updateInventoryOp(i, s);
      case 'add-product':
        return ops.addProductOp(i, s, keep);
      case 'register-inventory-movement':
        return ops.movementOp(i, s, keep);
      case 'create-consignment':
        return ops.createConsignmentOp(i, s, s.names.get((input as { partnerId: string }).partnerId) ?? '', keep);
      default:
        return ops.consignmentLinesOp(i, s, kind === 'register-consignment-sale', keep);
    }
  }

  updateInventory = async (input: OperationInput) =>
    this.enqueue(await this.check('update-inventory', input), 'Inventario actualizado correctamente');
  addProduct = async (input: OperationInput) =>
    this.enqueue(await this.check('add-product', input), 'Producto agregado correctamente');
  registerInventoryMovement = async (input: OperationInput) =>
    this.enqueue(await this.check('register-inventory-movement', input), 'Movimiento registrado correctamente');
  createConsignment = async (input: OperationInput) =>
    this.enqueue(await this.check('create-consignment', input), 'Acuerdo de consignación creado correctamente');
  registerConsignmentSale = async (input: OperationInput) =>
    this.enqueue(
      await this.check('register-consignment-sale', input),
      'Venta en consignación registrada correctamente',
    );
  registerConsignmentReturn = async (input: OperationInput) =>
    this.enqueue(await this.check('register-consignment-return', input), 'Devolución registrada correctamente');

  async retryOperation(seq: number, input: OperationInput): Promise<BridgeResult> {
    const op = await (await this.db()).get('queue', seq);
    if (!op) return { success: false, message: 'Esa operación ya no está en la cola.' };
    return this.enqueue(
      await this.check(op.kind, input, ops.keptIds(op)),
      'Operación corregida: se enviará de nuevo',
      seq,
    );
  }

  async discardOperation(seq: number): Promise<BridgeResult> {
    await (await this.db()).delete('queue', seq);
    this.emit('data-changed', undefined);
    return { success: true, message: 'Operación descartada' };
  }

  /** The schedule (interval, start-up, reconnect) and the network watch while a screen is open. */
  start(): () => void {
    return schedule(this);
  }
}
