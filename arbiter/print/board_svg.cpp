#include "arbiter/print/board_svg.hpp"

#include "arbiter/print/board_geometry.hpp"
#include "arbiter/print/html_text.hpp"

#include <array>
#include <charconv>

namespace renju::arbiter::print {

namespace {

/// Writes a coordinate with two decimals and a point whatever the locale. The buffer holds
/// the longest fixed-notation double (309 integer digits, sign, point, two decimals).
std::string number(double value) {
    std::array<char, 320> text{};
    auto written =
        std::to_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed, 2);
    return std::string(text.data(), written.ptr);
}

std::string svgText(double x, double y, double size, const std::string& fill,
                    const std::string& anchor, const std::string& text) {
    return "<text x=\"" + number(x) + "\" y=\"" + number(y) + "\" font-size=\"" + number(size) +
           "\" fill=\"" + fill + "\" text-anchor=\"" + anchor +
           "\" dominant-baseline=\"central\">" + escapeHtml(text) + "</text>";
}

std::string gridSvg(const BoardGeometry& g) {
    std::string svg;
    int last = g.size - 1;
    for (int i = 0; i < g.size; ++i) {
        double width = i == 0 || i == last ? 1.0 : 0.5;
        svg += "<line x1=\"" + number(g.x(i)) + "\" y1=\"" + number(g.y(0)) + "\" x2=\"" +
               number(g.x(i)) + "\" y2=\"" + number(g.y(last)) + "\" stroke-width=\"" +
               number(width) + "\"/>";
        svg += "<line x1=\"" + number(g.x(0)) + "\" y1=\"" + number(g.y(i)) + "\" x2=\"" +
               number(g.x(last)) + "\" y2=\"" + number(g.y(i)) + "\" stroke-width=\"" +
               number(width) + "\"/>";
    }
    for (const rules::Point& star : starPoints(g.size)) {
        svg += "<circle cx=\"" + number(g.x(star.col)) + "\" cy=\"" + number(g.y(star.row)) +
               "\" r=\"" + number(g.cell * 0.1) + "\" fill=\"#000\"/>";
    }
    for (int i = 0; i < g.size; ++i) {
        svg += svgText(g.x(i), g.columnLabelY(), g.coordinateSize(), "#000", "middle",
                       columnLetter(i));
        svg += svgText(g.rowLabelRight(), g.y(i), g.coordinateSize(), "#000", "end",
                       std::to_string(i + 1));
    }
    return svg;
}

std::string stoneSvg(double x, double y, double radius, bool isBlack) {
    return "<circle cx=\"" + number(x) + "\" cy=\"" + number(y) + "\" r=\"" + number(radius) +
           "\" fill=\"" + (isBlack ? "#000" : "#fff") + "\" stroke=\"#000\" stroke-width=\"0.8\"/>";
}

std::string rectSvg(double x, double y, double width, double height, const std::string& fill,
                    double stroke) {
    return "<rect x=\"" + number(x) + "\" y=\"" + number(y) + "\" width=\"" + number(width) +
           "\" height=\"" + number(height) + "\" fill=\"" + fill + "\" stroke-width=\"" +
           number(stroke) + "\"/>";
}

/// Ren's squares, those outside the inner board lighter, and the coordinates.
std::string squaresSvg(const BoardGeometry& g, int innerSize) {
    std::string svg;
    double half = g.cell / 2;
    int ring = innerSize > 0 ? (g.size - innerSize) / 2 : 0;
    for (int row = 0; row < g.size; ++row) {
        for (int col = 0; col < g.size; ++col) {
            bool isOuter = col < ring || row < ring || col >= g.size - ring || row >= g.size - ring;
            svg += rectSvg(g.x(col) - half, g.y(row) - half, g.cell, g.cell,
                           isOuter ? "#dbdbdb" : "#fff", 0.6);
        }
    }
    for (int i = 0; i < g.size; ++i) {
        svg += svgText(g.x(i), g.columnLabelY(), g.coordinateSize(), "#000", "middle",
                       columnLetter(i));
        svg += svgText(g.rowLabelRight(), g.y(i), g.coordinateSize(), "#000", "end",
                       std::to_string(i + 1));
    }
    return svg;
}

std::string svgOpening(double width, double height) {
    return "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(width) +
           "\" height=\"" + number(height) + "\" viewBox=\"0 0 " + number(width) + " " +
           number(height) + "\" font-family=\"DejaVu Sans, Noto Sans CJK JP, sans-serif\">";
}

/// Stones to cut out, in squares with grey cut lines.
std::string cutOutSvg(const BoardBlock& board, double side) {
    double cell = side / board.size;
    std::string svg = svgOpening(side, cell * board.rows) + "<g stroke=\"#999\">";
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.size; ++col) {
            svg += rectSvg(col * cell, row * cell, cell, cell, "none", 0.5);
        }
    }
    svg += "</g>";
    for (const FigureStone& stone : board.stones) {
        svg += stoneSvg((stone.point.col + 0.5) * cell, (board.rows - stone.point.row - 0.5) * cell,
                        cell * 0.42, stone.colour == rules::Stone::Black);
    }
    return svg + "</svg>";
}

/// Score counters: each row a label and squares numbered 0..
std::string counterSvg(const BoardBlock& board, double side) {
    double cell = side / (board.size + kCounterLabelCells);
    std::string svg = svgOpening(side, cell * board.rows);
    for (int row = 0; row < board.rows; ++row) {
        double y = row * cell;
        if (static_cast<std::size_t>(row) < board.rowLabels.size()) {
            svg += svgText(kCounterLabelCells * cell - 4, y + cell / 2, cell * 0.36, "#000", "end",
                           board.rowLabels[static_cast<std::size_t>(row)]);
        }
        for (int col = 0; col < board.size; ++col) {
            double x = (kCounterLabelCells + col) * cell;
            svg += "<g stroke=\"#000\">" + rectSvg(x, y, cell, cell, "none", 0.8) + "</g>";
            svg += svgText(x + cell / 2, y + cell / 2, cell * 0.5, "#737373", "middle",
                           std::to_string(col));
        }
    }
    return svg + "</svg>";
}

} // namespace

std::string boardSvg(const BoardBlock& board, double side) {
    if (board.look == BoardLook::CutOut) {
        return cutOutSvg(board, side);
    }
    if (board.look == BoardLook::Counter) {
        return counterSvg(board, side);
    }
    BoardGeometry g = boardGeometry(0, 0, side, board.size);
    g.isSquares = board.look == BoardLook::Squares;
    std::string svg = svgOpening(side, side);
    if (g.isSquares) {
        svg += "<g stroke=\"#000\">" + squaresSvg(g, board.innerSize) + "</g>";
        for (const FigureStone& stone : board.stones) {
            bool isBlack = stone.colour == rules::Stone::Black;
            double x = g.x(stone.point.col);
            double y = g.y(stone.point.row);
            svg += stoneSvg(x, y, g.stoneRadius(), isBlack);
            if (stone.number > 0) {
                svg += svgText(x, y, g.numberSize(stone.number), isBlack ? "#fff" : "#000",
                               "middle", std::to_string(stone.number));
            }
        }
        for (const rules::Point& mark : board.marks) {
            svg += "<circle cx=\"" + number(g.x(mark.col)) + "\" cy=\"" + number(g.y(mark.row)) +
                   "\" r=\"" + number(g.cell * 0.47) + "\" fill=\"none\" stroke=\"#000\"/>";
        }
        return svg + "</svg>";
    }
    svg += "<g stroke=\"#000\">" + gridSvg(g) + "</g>";
    for (const rules::Point& mark : board.marks) {
        double r = g.cell * 0.22;
        double x = g.x(mark.col);
        double y = g.y(mark.row);
        svg += "<path d=\"M" + number(x - r) + " " + number(y - r) + "L" + number(x + r) + " " +
               number(y + r) + "M" + number(x - r) + " " + number(y + r) + "L" + number(x + r) +
               " " + number(y - r) + "\" stroke=\"#000\" stroke-width=\"1.2\"/>";
    }
    for (const FigureStone& stone : board.stones) {
        bool isBlack = stone.colour == rules::Stone::Black;
        double x = g.x(stone.point.col);
        double y = g.y(stone.point.row);
        svg += "<circle cx=\"" + number(x) + "\" cy=\"" + number(y) + "\" r=\"" +
               number(g.stoneRadius()) + "\" fill=\"" + (isBlack ? "#000" : "#fff") +
               "\" stroke=\"#000\" stroke-width=\"0.8\"/>";
        if (stone.number > 0) {
            svg += svgText(x, y, g.numberSize(stone.number), isBlack ? "#fff" : "#000", "middle",
                           std::to_string(stone.number));
        }
    }
    return svg + "</svg>";
}

} // namespace renju::arbiter::print
