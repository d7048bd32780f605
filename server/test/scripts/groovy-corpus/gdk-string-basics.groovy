def s = '  Hello World  '
println s.trim()
println s.trim().toUpperCase()
println s.trim().toLowerCase()
println s.trim().size()
println s.trim().length()
