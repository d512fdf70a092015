/// A horizontal bar chart drawn as inline SVG (template `bar-chart`), with the same figures
/// as a table: the drawing is hidden from screen readers, which read the table, and needs
/// no script. Bars are sized in percent of the chart's width, so it fits any screen.
struct BarChart: KeyedTemplateModel {
    enum Key: String, CaseIterable { case id, title, height, bars, labelHeading, valueHeading, detailHeading }

    /// One bar: its label (a link when `url` is set), the value written out, an optional
    /// detail for the table's third column, its length, and where it is drawn.
    struct Bar: KeyedTemplateModel {
        enum Key: String, CaseIterable { case label, url, value, detail, percent, labelY, barY, highlighted }
        let label: String
        let url: String?
        let value: String
        let detail: String?
        /// The bar's length in percent of the widest one (0–100).
        let percent: Int
        /// The baseline of its label and the top of its bar, in pixels from the chart's top.
        let labelY: Int
        let barY: Int
        /// Drawn in the accent colour (the busiest month).
        let highlighted: Bool

        var templateValue: TemplateValue {
            fields([.label: .text(label), .url: url.orFalse, .value: .text(value), .detail: detail.orFalse,
                    .percent: .number(percent), .labelY: .number(labelY), .barY: .number(barY), .highlighted: .flag(highlighted)])
        }
    }

    /// How tall each bar's row is, in pixels: a line of label, then the bar.
    static let rowHeight = 34

    /// The anchor of the chart's heading.
    let id: String
    let title: String
    let bars: [Bar]
    let labelHeading: String
    let valueHeading: String
    /// The heading of the table's third column, when the bars have details.
    let detailHeading: String?

    /// A chart of `items`, each bar scaled against `scale` (the largest value when `nil`).
    init(id: String, title: String, labelHeading: String, valueHeading: String, detailHeading: String? = nil,
         items: [(label: String, url: String?, value: Int, text: String, detail: String?, highlighted: Bool)], scale: Int? = nil) {
        self.id = id
        self.title = title
        self.labelHeading = labelHeading
        self.valueHeading = valueHeading
        self.detailHeading = detailHeading
        let largest = max(scale ?? items.map(\.value).max() ?? 0, 1)
        bars = items.enumerated().map { index, item in
            let top = index * Self.rowHeight
            return Bar(label: item.label, url: item.url, value: item.text, detail: item.detail,
                       percent: item.value * 100 / largest, labelY: top + 14, barY: top + 19, highlighted: item.highlighted)
        }
    }

    /// The drawing's height in pixels.
    var height: Int { bars.count * Self.rowHeight }

    var templateValue: TemplateValue {
        fields([.id: .text(id), .title: .text(title), .height: .number(height), .bars: bars.templateValue,
                .labelHeading: .text(labelHeading), .valueHeading: .text(valueHeading), .detailHeading: detailHeading.orFalse])
    }
}
