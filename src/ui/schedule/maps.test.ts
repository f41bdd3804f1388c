import { describe, expect, it } from "vitest";
import { directionsUrl, mapEmbedUrl, mapPageUrl } from "./maps";

describe("directionsUrl", () => {
  it.each([
    {
      destination: "100 Hays Youth Drive",
      expected: "https://www.google.com/maps/dir/?api=1&destination=100%20Hays%20Youth%20Drive",
    },
    {
      destination: "  Rio Vista Soccer Fields, Field 2 & more  ",
      expected:
        "https://www.google.com/maps/dir/?api=1&destination=Rio%20Vista%20Soccer%20Fields%2C%20Field%202%20%26%20more",
    },
  ])("$destination", ({ destination, expected }) => {
    expect(directionsUrl(destination)).toBe(expected);
  });
});

describe("mapEmbedUrl", () => {
  it("centres an OpenStreetMap embed on the point, with a marker", () => {
    const url = new URL(mapEmbedUrl({ latitude: 29.9891, longitude: -97.8772 }));
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(url.searchParams.get("marker")).toBe("29.98910,-97.87720");
    const [west, south, east, north] = (url.searchParams.get("bbox") ?? "").split(",").map(Number);
    expect(west).toBeLessThan(-97.8772);
    expect(east).toBeGreaterThan(-97.8772);
    expect(south).toBeLessThan(29.9891);
    expect(north).toBeGreaterThan(29.9891);
  });

  it("links the same point on openstreetmap.org", () => {
    expect(mapPageUrl({ latitude: 29.9891, longitude: -97.8772 })).toBe(
      "https://www.openstreetmap.org/?mlat=29.98910&mlon=-97.87720#map=16/29.98910/-97.87720",
    );
  });
});
