// The barcode prefixes of the sandbox's catalogue: every active Argentine biller with a live
// barcode modality, its prefix being 1000 plus the number in its company code (AR-S-0047 → 1047,
// AR-S-01477 → 2477). The sandbox knows nothing of prefixes (any digits query any barcode
// modality); this table stands for what Saldo would have learned from real debt queries, and is
// read only in sandbox mode (lib/payments/bills/barcode.ts). tests/api/barcode.test.ts holds it against the
// sandbox's catalogue.
export const SANDBOX_BARCODE_PREFIXES: Readonly<Record<string, string>> = {
  "1003": "AR-S-0003", // EDENOR
  "1011": "AR-S-0011", // AYSA
  "1033": "AR-S-0033", // CAMUZZI GAS PAMPEANA
  "1034": "AR-S-0034", // CAMUZZI GAS DEL SUR
  "1035": "AR-S-0035", // EDESUR
  "1047": "AR-S-0047", // TELECENTRO
  "1049": "AR-S-0049", // PERSONAL FLOW
  "1060": "AR-S-0060", // NATURGY BAN
  "1062": "AR-S-0062", // LITORAL GAS
  "1070": "AR-S-0070", // EPEC
  "1071": "AR-S-0071", // EPE SANTA FE
  "1074": "AR-S-0074", // EDEMSA
  "1080": "AR-S-0080", // AGUAS CORDOBESAS
  "1082": "AR-S-0082", // AGUAS SANTAFESINAS
  "2101": "AR-S-01101", // Cooperativa Eléctrica de Rafaela
  "2103": "AR-S-01103", // Cooperativa Eléctrica de Tandil
  "2105": "AR-S-01105", // Cooperativa Eléctrica de Azul
  "2107": "AR-S-01107", // Cooperativa Eléctrica de Junín
  "2109": "AR-S-01109", // Cooperativa Eléctrica de Río Cuarto
  "2111": "AR-S-01111", // Cooperativa Eléctrica de San Francisco
  "2113": "AR-S-01113", // Cooperativa Eléctrica de Gualeguaychú
  "2201": "AR-S-01201", // Cooperativa de Agua Potable de Necochea
  "2202": "AR-S-01202", // Cooperativa de Agua Potable de Bolívar
  "2203": "AR-S-01203", // Cooperativa de Agua Potable de Chivilcoy
  "2204": "AR-S-01204", // Cooperativa de Agua Potable de Zárate
  "2205": "AR-S-01205", // Cooperativa de Agua Potable de Luján
  "2206": "AR-S-01206", // Cooperativa de Agua Potable de Esquel
  "2207": "AR-S-01207", // Cooperativa de Agua Potable de Trelew
  "2208": "AR-S-01208", // Cooperativa de Agua Potable de Puerto Madryn
  "2301": "AR-S-01301", // Municipalidad de Rafaela - Tasas
  "2303": "AR-S-01303", // Municipalidad de Tandil - Tasas
  "2305": "AR-S-01305", // Municipalidad de Azul - Tasas
  "2307": "AR-S-01307", // Municipalidad de Junín - Tasas
  "2309": "AR-S-01309", // Municipalidad de Río Cuarto - Tasas
  "2477": "AR-S-01477", // METROGAS
  "3601": "AR-S-02601", // EMPRESA DE PRUEBA
};
