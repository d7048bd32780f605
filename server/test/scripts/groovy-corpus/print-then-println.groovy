print 'a'
print 'b'
println 'c'
print 'x'
println()
println 'end'
