def m = 'abc 42 def 7' =~ /\d+/
println m[0]
println m.size()
