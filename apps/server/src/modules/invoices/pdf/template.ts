/**
 * The invoice page in Typst. It holds no data: everything it prints arrives as one JSON document in
 * sys.inputs.data and is placed as text (a value, never markup), so a client called `#exit` or `]` is printed
 * as such. Columns and alignment use start/end, which Typst mirrors for Arabic (dir: rtl); figures alone are
 * right-aligned in both.
 */
export const INVOICE_TEMPLATE = String.raw`
#let d = json(bytes(sys.inputs.data))
#let L = d.labels
#let muted = rgb("#5f6673")
#let accent = rgb("#1f3a5f")
#let rule = rgb("#d5d9e0")
#let soft = rgb("#f3f5f8")

#set document(title: d.title)
#set page(
  paper: "a4",
  margin: (x: 16mm, top: 15mm, bottom: 18mm),
  footer: context align(center, text(size: 7.5pt, fill: muted)[
    #L.page #counter(page).display() #L.of #counter(page).final().first()
  ]),
)
#set text(font: ("Public Sans", "Readex Pro"), size: 9pt, lang: d.lang, dir: if d.rtl { rtl } else { ltr })
#set par(leading: 0.6em, spacing: 0.8em)

#let small(body) = text(size: 7.5pt, fill: muted, body)
#let caption(body) = text(size: 7.5pt, weight: "bold", fill: accent, upper(body))
#let lines-of(s) = s.split("\n").map(x => [#x]).join(linebreak())
#let present(s) = s != none and s != ""

// Seller (with logo) and the invoice's title block.
#grid(
  columns: (1fr, auto),
  column-gutter: 10mm,
  [
    #if d.logo != none {
      image(bytes(d.logo), format: "svg", height: 14mm)
      v(1mm)
    }
    #text(size: 12pt, weight: "bold", d.seller.name) \
    #if present(d.seller.address) [#small(lines-of(d.seller.address)) \ ]
    #if present(d.seller.vatNumber) [#small[#L.vatNumber: #d.seller.vatNumber]]
  ],
  align(end)[
    #text(size: 20pt, weight: "bold", fill: accent, d.title)
    #v(2mm)
    #grid(
      columns: (auto, auto),
      column-gutter: 5mm,
      row-gutter: 2.2mm,
      align: (start, end),
      small(L.number), text(weight: "bold", d.number),
      small(L.issueDate), [#d.issueDate #if d.issueHijri != none [\ #small(d.issueHijri)]],
      small(L.dueDate), [#d.dueDate #if d.dueHijri != none [\ #small(d.dueHijri)]],
    )
  ],
)

#v(5mm)
#line(length: 100%, stroke: 0.6pt + rule)
#v(3mm)

// Client, and the ZATCA QR facing it.
#grid(
  columns: (1fr, auto),
  column-gutter: 8mm,
  [
    #caption(L.billTo)
    #v(0.5mm)
    #text(size: 10.5pt, weight: "bold", d.client.name) \
    #for value in (d.client.company, d.client.address, d.client.country, d.client.contact, d.client.companyEmail) {
      if present(value) [#lines-of(value) \ ]
    }
  ],
  if d.qr != none {
    align(center, box(width: 30mm)[
      #image(bytes(d.qr), format: "svg", width: 26mm)
      #align(center, small(L.qr))
    ])
  },
)

#v(5mm)

#table(
  columns: (auto, 1fr, auto, auto, auto, auto, auto),
  stroke: (x, y) => (bottom: 0.5pt + rule),
  fill: (x, y) => if y == 0 { soft },
  inset: (x: 4.5pt, y: 5.5pt),
  // Figures right-aligned in both directions, so their digits line up (a number reads left to right in Arabic too).
  align: (x, y) => (if x <= 1 { start } else { right }) + horizon,
  table.header(
    ..("#", L.description, L.quantity, L.unitPrice, L.discount, L.vat, L.amount)
      .map(h => text(size: 8pt, weight: "bold", fill: accent, h)),
  ),
  ..d.lines.map(l => (
    small(l.n), lines-of(l.description), l.quantity, l.unitPrice, l.discount, l.vatRate, text(weight: "bold", l.total),
  )).flatten(),
)

#v(3mm)

// Totals at the reading end, the amount in words under them.
#align(end, block(width: 85mm, breakable: false)[
  #grid(
    columns: (1fr, auto),
    row-gutter: 2.4mm,
    column-gutter: 6mm,
    align: (start, right),
    ..d.totals.map(t => {
      let w = if t.strong { "bold" } else { "regular" }
      (text(weight: w, t.label), text(weight: w, t.value))
    }).flatten(),
  )
  #v(2mm)
  #block(width: 100%, fill: soft, inset: 6pt, radius: 2pt, align(start)[
    #small(L.amountInWords) \
    #text(size: 8.5pt, d.words)
  ])
])

#v(4mm)

#if d.payment.len() > 0 {
  block(width: 100%, breakable: false, stroke: 0.6pt + rule, radius: 2pt, inset: 8pt)[
    #caption(L.paymentDetails)
    #v(1mm)
    #grid(
      columns: (auto, 1fr),
      column-gutter: 6mm,
      row-gutter: 2mm,
      ..d.payment.map(p => (small(p.label), p.value)).flatten(),
    )
  ]
}

#for (label, body) in ((L.notes, d.notes), (L.terms, d.terms)) {
  if present(body) {
    v(3mm)
    block(breakable: true)[#caption(label) \ #lines-of(body)]
  }
}
`;
