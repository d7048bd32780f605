println sprintf('%05.1f', 3.14159)
println sprintf('%-6s|%3d', 'ab', 7)
println String.format('%,d', 1234567)
