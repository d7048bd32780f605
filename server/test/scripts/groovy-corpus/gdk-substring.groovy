def s = 'PO-2024-0042'
println s.substring(3)
println s.substring(3, 7)
println s[-4..-1]
